// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { IllustrationPanel, PREVIEW_HEIGHT, PREVIEW_WIDTH } from './IllustrationPanel';

type Answer = WriteOutcome<{ status: number; error?: string; hasSvg?: boolean; hasPng?: boolean }>;

/** A fake server whose upload answers when the test says so. */
function setup(props: Partial<Parameters<typeof IllustrationPanel>[0]> = {}) {
  let answer!: (a: Answer) => void;
  const upload = vi.fn(
    () =>
      new Promise<Answer>((resolve) => {
        answer = resolve;
      }),
  );
  const del = vi.fn(async () => ({ ok: true as const, data: { status: 1 } }));
  const http = fakeHttp({ delete: del, upload });
  const view = renderWithServices(<IllustrationPanel refType={16} id={42} hasSvg={false} hasPng={false} {...props} />, { http });
  return { upload, del, answer: (a: Answer) => act(async () => answer(a)), view };
}

const svgFile = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'cat.svg', { type: 'image/svg+xml' });
const pngFile = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cat.png', { type: 'image/png' });
const choose = (testId: string, file: File) => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

describe('illustration panel', () => {
  it('enables the upload only when both files are chosen', () => {
    setup();
    expect(uploadButton().disabled).toBe(true);
    choose('svg-file', svgFile);
    expect(uploadButton().disabled).toBe(true);
    choose('png-file', pngFile);
    expect(uploadButton().disabled).toBe(false);
  });

  it('sends both files as multipart, is disabled while uploading, then shows the new illustration', async () => {
    const { upload, answer } = setup();
    choose('svg-file', svgFile);
    choose('png-file', pngFile);
    fireEvent.click(uploadButton());
    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = upload.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('svg/16/42');
    expect((form.get('svg') as File).name).toBe('cat.svg');
    expect((form.get('png') as File).name).toBe('cat.png');
    expect(uploadButton().disabled).toBe(true);
    fireEvent.click(uploadButton());
    expect(upload).toHaveBeenCalledTimes(1);
    await answer({ ok: true, data: { status: 1, hasSvg: true, hasPng: true } });
    expect(screen.getByText('Illustration uploaded.')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Illustration (SVG)' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^\/api\/svg\/16\/42\/light\.svg\?v=\d+$/);
    // The chosen files are cleared: another upload needs both again.
    expect(uploadButton().disabled).toBe(true);
  });

  it("shows 'File with errors:' and the server's error when the server refuses the files", async () => {
    const { answer } = setup();
    choose('svg-file', svgFile);
    choose('png-file', pngFile);
    fireEvent.click(uploadButton());
    await answer({ ok: false, status: 400, error: 'The SVG file is not an SVG image.', fields: { svg: 'The SVG file is not an SVG image.' } });
    expect(screen.getByRole('alert').textContent).toBe('File with errors: The SVG file is not an SVG image.');
    expect(uploadButton().disabled).toBe(false); // the files are kept to try again
  });

  it("shows 'File with errors:' when the answer's status is not 1", async () => {
    const { answer } = setup();
    choose('svg-file', svgFile);
    choose('png-file', pngFile);
    fireEvent.click(uploadButton());
    await answer({ ok: true, data: { status: 0, error: 'Broken PNG' } });
    expect(screen.getByRole('alert').textContent).toBe('File with errors: Broken PNG');
  });

  it("shows 'Something went wrong, try again.' when there is no answer", async () => {
    const { answer } = setup();
    choose('svg-file', svgFile);
    choose('png-file', pngFile);
    fireEvent.click(uploadButton());
    await answer({ ok: false, status: 0, error: 'Failed to fetch' });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong, try again.');
  });

  it('previews 250x190 on a light or dark background, as SVG or PNG', () => {
    setup({ hasSvg: true, hasPng: true });
    const preview = screen.getByTestId('illustration-preview');
    expect([PREVIEW_WIDTH, PREVIEW_HEIGHT]).toEqual([250, 190]);
    expect(preview.style.width).toBe('250px');
    expect(preview.style.height).toBe('190px');
    expect(preview.style.background).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/svg/16/42/light.svg');
    fireEvent.click(screen.getByText('Dark'));
    fireEvent.click(screen.getByText('PNG'));
    expect(preview.getAttribute('data-background')).toBe('dark');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/svg/16/42/dark.png');
  });

  it('says when there is no illustration, removes one, and waits for a saved sentence', async () => {
    const { del, view } = setup({ hasSvg: true, hasPng: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('No SVG illustration')).toBeInTheDocument());
    expect(del).toHaveBeenCalledWith('svg/16/42', undefined);
    view.unmount();
    setup({ id: -1 });
    expect(screen.getByText('Save the sentence to add an illustration.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });
});
