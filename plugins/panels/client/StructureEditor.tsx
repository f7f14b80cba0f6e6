import { DndContext, KeyboardSensor, PointerSensor, closestCorners, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, LoadingOverlay, Menu, Paper, Select, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useT, type Api, type WriteOutcome } from '../../../sdk/client';
import { ELEMENT_KINDS, panelsApi, type ElementKind, type PanelBlock, type PanelElement, type PanelStructure } from '../public';
import { EditBlockDialog } from './EditBlockDialog';
import { ElementEditor, elementSummary } from './ElementEditor';
import { structureKeyboardCoordinates } from './structure-keyboard';

export interface StructureEditorProps {
  panelId: number;
  courseId: number;
  /** Off: no drag handles, block edit, add or trash (spec 2 §6). */
  editable?: boolean;
}

const blockKey = (id: number) => `block-${id}`;
const elementKey = (id: number) => `element-${id}`;
const TRASH = 'trash';

/**
 * The Panel Structure (spec 2 §2): vertical blocks of elements, moved by drag and drop (@dnd-kit)
 * within and across blocks, an add-block button and a trash target. Every change is one request
 * whose answer is the new structure; the screen shows a loading state meanwhile.
 */
export function StructureEditor({ panelId, courseId, editable = true }: StructureEditorProps) {
  const t = useT('panels');
  const api = useApi();
  const [structure, setStructure] = useState<PanelStructure>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [editBlock, setEditBlock] = useState<PanelBlock>();
  const [editElement, setEditElement] = useState<PanelElement>();
  // Pointer drags, and the keyboard: Space on a drag handle picks it up, the arrows move it, Space drops, Escape cancels.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: structureKeyboardCoordinates }),
  );

  useEffect(() => {
    void api.load(panelsApi.structure, { params: { id: panelId } }).then((s) => s && setStructure(s));
  }, [api, panelId]);

  const change = useCallback(
    async (run: (a: Api) => Promise<WriteOutcome<PanelStructure>>) => {
      setLoading(true);
      const r = await run(api);
      setLoading(false);
      if (r.ok) {
        setStructure(r.data);
        setError(undefined);
      } else setError(r.error);
    },
    [api],
  );

  if (!structure) return <Text c="dimmed">{t('structure.loading')}</Text>;
  const { dialects } = structure;
  const blockOf = (elementId: number) => structure.blocks.find((b) => b.elements.some((e) => e.elementId === elementId));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [kind, raw] = String(active.id).split('-');
    const id = Number(raw);
    const target = String(over.id);
    if (target === TRASH) {
      void change((a) => a.call(kind === 'block' ? panelsApi.deleteBlock : panelsApi.deleteElement, { params: { id } }));
      return;
    }
    const [overKind, overRaw] = target.split('-');
    const overId = Number(overRaw);
    if (kind === 'block') {
      const blockId = overKind === 'element' ? blockOf(overId)?.id : overId;
      const pos = structure.blocks.findIndex((b) => b.id === blockId) + 1;
      if (pos > 0) void change((a) => a.call(panelsApi.moveBlock, { params: { id }, body: { destinationPos: pos } }));
      return;
    }
    // An element dropped on an element goes to its place; on a block, to the block's end.
    const dest = overKind === 'element' ? blockOf(overId) : structure.blocks.find((b) => b.id === overId); // 'block' or 'drop'
    if (!dest) return;
    const destinationPos = overKind === 'element' ? dest.elements.findIndex((e) => e.elementId === overId) + 1 : dest.elements.length + 1;
    void change((a) => a.call(panelsApi.moveElement, { params: { id }, body: { destinationBlockId: dest.id, destinationPos } }));
  };

  return (
    <Stack gap="xs" pos="relative" data-testid="panel-structure">
      {/* A dialog's save shows on its own Save button: the overlay would cover the dialog. */}
      <LoadingOverlay visible={loading && !editBlock && !editElement} />
      <Group gap="xs">
        <Select
          size="xs"
          label={t('structure.sourceDialect')}
          placeholder={t('structure.none')}
          clearable
          w={180}
          disabled={!editable}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          value={structure.dialectId ? String(structure.dialectId) : null}
          onChange={(v) => void change((a) => a.call(panelsApi.setStructureDialect, { params: { id: panelId }, body: { dialect: v ? Number(v) : null } }))}
        />
        <Button
          size="xs"
          mt="lg"
          leftSection={<IconPlus size={14} />}
          disabled={!editable}
          onClick={() => void change((a) => a.call(panelsApi.addBlock, { params: { id: panelId }, body: {} }))}
        >
          {t('structure.addBlock')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
        <SortableContext items={structure.blocks.map((b) => blockKey(b.id))} strategy={verticalListSortingStrategy} disabled={!editable}>
          {structure.blocks.map((b) => (
            <BlockView
              key={b.id}
              block={b}
              editable={editable}
              onEdit={() => setEditBlock(b)}
              onAdd={(k) => void change((a) => a.call(panelsApi.addElement, { params: { id: b.id }, body: { kind: k } }))}
              onEditElement={setEditElement}
            />
          ))}
        </SortableContext>
        {editable && <Trash />}
      </DndContext>
      {editBlock && (
        <EditBlockDialog
          block={editBlock}
          onClose={() => setEditBlock(undefined)}
          onSave={async (name, note) => {
            await change((a) => a.call(panelsApi.editBlock, { params: { id: editBlock.id }, body: { block: name, note } }));
            setEditBlock(undefined);
          }}
        />
      )}
      {editElement && (
        <ElementEditor
          element={editElement}
          courseId={courseId}
          dialects={dialects}
          readOnly={!editable}
          onClose={() => setEditElement(undefined)}
          onSave={async (data) => {
            await change((a) => a.call(panelsApi.setElementData, { params: { id: editElement.elementId }, body: { data } }));
            setEditElement(undefined);
          }}
        />
      )}
    </Stack>
  );
}

function BlockView({
  block,
  editable,
  onEdit,
  onAdd,
  onEditElement,
}: {
  block: PanelBlock;
  editable: boolean;
  onEdit(): void;
  onAdd(kind: ElementKind): void;
  onEditElement(e: PanelElement): void;
}) {
  const t = useT('panels');
  const sortable = useSortable({ id: blockKey(block.id), disabled: !editable });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `drop-${block.id}`, disabled: !editable });
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      data-block={block.name || block.id}
      data-block-id={block.id}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        background: block.note ? 'var(--mantine-color-yellow-0)' : undefined,
      }}
    >
      <Group gap={4} mb={4}>
        {editable && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('structure.dragBlock', { block: block.name })}
            data-drag-handle
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        <Text fw={600} size="sm">
          {block.name || t('structure.blockNumber', { n: block.block })}
        </Text>
        {block.note && (
          <Badge size="xs" color="yellow">
            {t('structure.note')}
          </Badge>
        )}
        <ActionIcon variant="subtle" size="sm" aria-label={t('structure.editBlock', { block: block.name })} disabled={!editable} onClick={onEdit}>
          <IconPencil size={14} />
        </ActionIcon>
        <Menu>
          <Menu.Target>
            <Button size="compact-xs" variant="light" disabled={!editable} aria-label={t('structure.addElementTo', { block: block.name })}>
              {t('structure.addElement')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ELEMENT_KINDS.map((k) => (
              <Menu.Item key={k} onClick={() => onAdd(k)}>
                {t(`elements.${k}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <SortableContext items={block.elements.map((e) => elementKey(e.elementId))} strategy={verticalListSortingStrategy} disabled={!editable}>
        <Stack ref={dropRef} gap={4} mih={28} style={{ outline: isOver ? '2px dashed var(--mantine-color-blue-4)' : undefined }}>
          {block.elements.map((e) => (
            <ElementView key={e.elementId} element={e} editable={editable} onEdit={() => onEditElement(e)} />
          ))}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

function ElementView({ element, editable, onEdit }: { element: PanelElement; editable: boolean; onEdit(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: elementKey(element.elementId), disabled: !editable });
  const t = useT('panels');
  const summary = elementSummary(element);
  const label = t(`elements.${element.ref}`);
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      data-element={element.ref}
      data-element-id={element.elementId}
      data-summary={summary}
      style={{ transform: CSS.Transform.toString(transform), transition, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, padding: 2 }}
    >
      {editable && (
        <ActionIcon variant="subtle" size="sm" aria-label={t('structure.drag', { kind: label, summary })} data-drag-handle {...attributes} {...listeners}>
          <IconGripVertical size={14} />
        </ActionIcon>
      )}
      <Badge size="xs" variant="light" tt="none">
        {label}
      </Badge>
      <Text size="xs" truncate style={{ flex: 1 }}>
        {summary}
      </Text>
      <ActionIcon variant="subtle" size="sm" aria-label={t('structure.edit', { kind: label })} onClick={onEdit}>
        <IconPencil size={14} />
      </ActionIcon>
    </Group>
  );
}

function Trash() {
  const t = useT('panels');
  const { setNodeRef, isOver } = useDroppable({ id: TRASH });
  return (
    <Paper ref={setNodeRef} withBorder p="xs" data-testid="structure-trash" c={isOver ? 'red' : 'dimmed'}>
      <Group gap={4}>
        <IconTrash size={16} />
        <Text size="sm">{t('structure.trash')}</Text>
      </Group>
    </Paper>
  );
}
