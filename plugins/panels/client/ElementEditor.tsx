import { Button, Group, Modal, Stack, Textarea, TextInput, NumberInput } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { DialectHtmlEditor, useApi, useT } from '../../../sdk/client';
import { panelsApi, type ElementData, type PanelElement, type ParagraphHit } from '../public';
import { ConjugationEditor } from './ConjugationEditor';
import { PICKERS } from './RecordPicker';
import { SEARCH_SIZES, SearchDialog, type Found } from './SearchDialog';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A short text of an element for the structure view. */
export function elementSummary(e: PanelElement): string {
  const d = e.data;
  return (
    d.quoteSentence ??
    d.sentences?.map((s) => s.text).join(' / ') ??
    d.vocs?.map((v) => v.target).join(', ') ??
    d.items?.map((i) => i.text).join(', ') ??
    d.gridWords?.join(', ') ??
    d.src ??
    (d.tableId ? `#${d.tableId}` : '')
  );
}

const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);
const SIZES: Partial<Record<PanelElement['ref'], number>> = { paragraph: 700, panel_img: 450, quote_sentence: 450, conjugation: 558 };

/**
 * The editor of one element, by kind (spec 2 §2 popups): vocs (target = source per line), sentences
 * and items (one per line), paragraph (HTML per source dialect), conjugation/table/chart (the
 * record's id), grid_voc and grid_words (one per line), quote_sentence, panel_img (the source).
 */
export function ElementEditor({
  element,
  courseId,
  dialects,
  readOnly,
  onClose,
  onSave,
}: {
  element: PanelElement;
  courseId: number;
  dialects: { dialectId: number; dialectCode: string }[];
  readOnly: boolean;
  onClose(): void;
  onSave(d: ElementData): Promise<void>;
}) {
  const t = useT('panels');
  const api = useApi();
  const [d, setD] = useState<ElementData>(element.data);
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState(0); // remounts the paragraph editor on a picked paragraph
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (readOnly || saving) return;
    setSaving(true);
    try {
      await onSave(d);
    } finally {
      setSaving(false);
    }
  };
  const searchRecords =
    (k: 'table' | 'chart') =>
    async (text: string): Promise<Found<number>[]> => {
      const source = PICKERS[k === 'table' ? 'tables' : 'charts'](courseId);
      const rows = await source.search(api, text);
      return (rows ?? []).map((r) => ({ id: r.id, label: source.label(r), value: r.id }));
    };
  const searchParagraphs = async (text: string): Promise<Found<ParagraphHit>[]> => {
    const rows = await api.load(panelsApi.paragraphs, { params: { courseId }, query: { text } });
    return (rows ?? [])
      .filter((r) => r.elementId !== element.elementId)
      .map((r) => ({ id: r.elementId, label: `${r.panelTitle}: ${plain(r.sources.map((x) => x.text).join(' / ')).slice(0, 120)}`, value: r }));
  };
  const kind = element.ref;
  const orEmpty = (v: string | undefined) => v ?? '';
  return (
    <Modal opened onClose={onClose} title={t('element.title', { kind: t(`elements.${kind}`).toLowerCase() })} size={SIZES[kind] ?? 558}>
      {/* Ctrl+S saves the element, from any of its fields (the record's own Ctrl+S is not reached). */}
      <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+S', () => void save()]])}>
        {(kind === 'vocs' || kind === 'grid_voc') && (
          <Textarea
            label={t('element.entries')}
            autosize
            minRows={4}
            readOnly={readOnly}
            value={(d.vocs ?? []).map((v) => `${v.target} = ${v.source}`).join('\n')}
            onChange={(e) =>
              setD({
                ...d,
                vocs: lines(e.currentTarget.value).map((l) => {
                  const [target, source = ''] = l.split('=');
                  return { target: target.trim(), source: source.trim() };
                }),
              })
            }
          />
        )}
        {kind === 'sentences' && (
          <Textarea
            label={t('element.sentences')}
            autosize
            minRows={4}
            readOnly={readOnly}
            value={(d.sentences ?? []).map((s) => s.text).join('\n')}
            onChange={(e) => setD({ ...d, sentences: lines(e.currentTarget.value).map((text) => ({ text })) })}
          />
        )}
        {kind === 'items' && (
          <Textarea
            label={t('element.items')}
            autosize
            minRows={4}
            readOnly={readOnly}
            value={(d.items ?? []).map((s) => s.text).join('\n')}
            onChange={(e) => setD({ ...d, items: lines(e.currentTarget.value).map((text) => ({ text })) })}
          />
        )}
        {kind === 'grid_words' && (
          <Textarea
            label={t('element.words')}
            autosize
            minRows={4}
            readOnly={readOnly}
            value={(d.gridWords ?? []).join('\n')}
            onChange={(e) => setD({ ...d, gridWords: lines(e.currentTarget.value) })}
          />
        )}
        {kind === 'quote_sentence' && (
          <TextInput
            label={t('element.quote')}
            readOnly={readOnly}
            value={orEmpty(d.quoteSentence)}
            onChange={(e) => setD({ ...d, quoteSentence: e.currentTarget.value })}
          />
        )}
        {kind === 'panel_img' && (
          <TextInput label={t('element.image')} readOnly={readOnly} value={orEmpty(d.src)} onChange={(e) => setD({ ...d, src: e.currentTarget.value })} />
        )}
        {kind === 'conjugation' && <ConjugationEditor courseId={courseId} value={d} onChange={setD} readOnly={readOnly} />}
        {(kind === 'table' || kind === 'chart') && (
          <Group gap="xs" align="flex-end">
            <NumberInput
              style={{ flex: 1 }}
              label={kind === 'chart' ? t('element.chartId') : t('element.tableId')}
              min={1}
              readOnly={readOnly}
              value={d.tableId ?? ''}
              onChange={(v) => setD({ ...d, tableId: typeof v === 'number' ? v : undefined })}
            />
            <Button size="xs" variant="light" disabled={readOnly} onClick={() => setSearching(true)}>
              {kind === 'chart' ? t('element.searchChart') : t('element.searchTable')}
            </Button>
          </Group>
        )}
        {searching && (kind === 'table' || kind === 'chart') && (
          <SearchDialog
            title={kind === 'chart' ? t('element.searchChart') : t('element.searchTable')}
            size={SEARCH_SIZES[kind]}
            search={searchRecords(kind)}
            onPick={(f) => setD({ ...d, tableId: f.value })}
            onClose={() => setSearching(false)}
          />
        )}
        {kind === 'paragraph' && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" disabled={readOnly} onClick={() => setSearching(true)}>
              {t('element.searchParagraph')}
            </Button>
          </Group>
        )}
        {searching && kind === 'paragraph' && (
          <SearchDialog
            title={t('element.searchParagraph')}
            size={SEARCH_SIZES.paragraph}
            search={searchParagraphs}
            onPick={(f) => {
              setD({ ...d, sources: f.value.sources });
              setPicked((n) => n + 1);
            }}
            onClose={() => setSearching(false)}
          />
        )}
        {kind === 'paragraph' && (
          <DialectHtmlEditor
            key={picked}
            label={t('element.paragraph')}
            toolbar="translation"
            readOnly={readOnly}
            value={dialects.map((x) => ({
              dialectId: x.dialectId,
              dialectCode: x.dialectCode,
              text: d.sources?.find((s) => s.dialectId === x.dialectId)?.text ?? '',
            }))}
            onChange={(next) => setD({ ...d, sources: next.map((x) => ({ dialectId: x.dialectId, text: x.text })) })}
          />
        )}
        <Group justify="flex-end">
          <Button size="xs" disabled={readOnly} loading={saving} onClick={() => void save()}>
            {t('element.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
