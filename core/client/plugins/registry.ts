import { registerMessages } from '../../../sdk/client';
import { registerContributions, type CommandDef, type ModuleDef, type PluginManifest } from '../../../sdk/shared';

// Discovery: every plugins/<name>/plugin.ts. Core never imports a plugin by name.
const manifests = Object.values(import.meta.glob<PluginManifest>('../../../plugins/*/plugin.ts', { eager: true, import: 'default' }));

export interface RegisteredModule extends ModuleDef {
  plugin: string;
}

export const modules = new Map<number, RegisteredModule>();
export const commands: (CommandDef & { plugin: string })[] = [];
for (const m of manifests) {
  for (const mod of m.modules) modules.set(mod.id, { ...mod, plugin: m.name });
  for (const c of m.commands ?? []) commands.push({ ...c, plugin: m.name });
  registerContributions(m.contributes);
  if (m.messages) registerMessages(m.name, m.messages);
}
