import { Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DialectRef } from '../../shared';
import type { AudioState } from '../../shared/audio';
import { AudioCell, useAudioStates } from '../audio/AudioCell';
import type { HtmlToolbar } from './markup';
import { HtmlEditor } from './HtmlEditor';
import { useT } from '../i18n/i18n';

export interface DialectHtml extends DialectRef {
  /** The HTML of that dialect; '' when empty. */
  text: string;
}

export interface DialectHtmlEditorProps {
  label: string;
  value: DialectHtml[];
  onChange(next: DialectHtml[]): void;
  toolbar: HtmlToolbar;
  /**
   * The record whose audio each dialect shows (the SDK's audio badge and dialog). Without states
   * they are read once for the record (GET audio/{ref}/{refId}); an unsaved record (refId ≤ 0)
   * shows 'No audio'.
   */
  audio?: { refType: number; refId: number; states?: Map<number, AudioState> };
  /** Failing fields by index: { '0.text': 'Required' }. */
  errors?: Record<string, string>;
  readOnly?: boolean;
}

/** One HTML editor per target dialect of a record, in tabs labelled with the dialect code. */
export function DialectHtmlEditor(props: DialectHtmlEditorProps) {
  const { audio } = props;
  return audio ? <WithAudioStates {...audio}>{(states) => <DialectTabs {...props} states={states} />}</WithAudioStates> : <DialectTabs {...props} />;
}

function WithAudioStates({
  refType,
  refId,
  states,
  children,
}: NonNullable<DialectHtmlEditorProps['audio']> & { children(states?: Map<number, AudioState>): ReactNode }) {
  const read = useAudioStates(refType, states ? 0 : refId);
  return children(states ?? read);
}

function DialectTabs({ label, value, onChange, toolbar, audio, states, errors = {}, readOnly }: DialectHtmlEditorProps & { states?: Map<number, AudioState> }) {
  const t = useT('sdk');
  const [tab, setTab] = useState<string | null>(null);
  if (value.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('common.noDialects')}
      </Text>
    );
  const current = value.some((v) => String(v.dialectId) === tab) ? tab : String(value[0].dialectId);
  return (
    <Tabs value={current} onChange={setTab} aria-label={label}>
      <Tabs.List>
        {value.map((v, i) => (
          <Tabs.Tab
            key={v.dialectId}
            value={String(v.dialectId)}
            c={errors[`${i}.text`] ? 'red' : undefined}
            data-error={Boolean(errors[`${i}.text`]) || undefined}
            data-dialect={v.dialectCode}
          >
            {v.dialectCode}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {value.map((v, i) => (
        <Tabs.Panel key={v.dialectId} value={String(v.dialectId)} pt={6}>
          <HtmlEditor
            toolbar={toolbar}
            label={`${label} ${v.dialectCode}`}
            value={v.text}
            error={errors[`${i}.text`]}
            readOnly={readOnly}
            onChange={(text) => onChange(value.map((w, j) => (j === i ? { ...w, text } : w)))}
            toolbarEnd={
              audio && (
                <AudioCell refType={audio.refType} refId={audio.refId} dialectId={v.dialectId} dialectCode={v.dialectCode} state={states?.get(v.dialectId)} />
              )
            }
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
