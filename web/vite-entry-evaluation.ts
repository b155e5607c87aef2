import path from 'node:path';

/** The modules the entry (src/main.tsx) evaluates after its yield (src/lib/next-task.ts). */
const AFTER_THE_YIELD = ['src/lib/next-task.ts', 'src/app/react-dom-client.ts'];
/** Apollo Client as the signed-in pages and /login set it up: every portal page's first screen needs all of it. */
const APOLLO = 'src/lib/rendered-client.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Rolldown's code-splitting groups for an entry with a top-level await (src/lib/next-task.ts).
 * With the await in the graph, Rolldown no longer merges shared modules into the entry or into
 * one another: every module lazy pages share with the entry, and each piece of Apollo Client,
 * became a file of its own (26 more files before the dashboard's first screen, 9 KB more
 * compressed). These groups put them back as they were:
 * - `site`: what the entry imports before its yield (React, the router, styled-components, the
 *   header and footer). React DOM's client stays in the entry, after the yield, so it evaluates
 *   in a task of its own.
 * - `apollo`: Apollo Client and our set-up of it, which the portal and /login load first.
 */
export function entryChunkGroups(webDir: string) {
  const closures: { name: string; modules?: Set<string>; find: (graph: ModuleGraph) => Set<string> }[] = [
    {
      name: 'site',
      find: (graph) =>
        staticallyImported(path.join(webDir, 'src/main.tsx'), new Set(AFTER_THE_YIELD.map((file) => path.join(webDir, file))), graph),
    },
    { name: 'apollo', find: (graph) => staticallyImported(path.join(webDir, APOLLO), new Set(), graph, true) },
  ];
  return closures.map((closure, index) => ({
    name(moduleId: string, graph: ModuleGraph): string | null {
      closure.modules ??= closure.find(graph);
      // A module the site already holds stays there.
      const earlier = closures.slice(0, index).some((other) => (other.modules ??= other.find(graph)).has(moduleId));
      return !earlier && closure.modules.has(moduleId) ? closure.name : null;
    },
  }));
}

/** Every module `from` imports statically, directly or not (and `from` itself when asked), leaving out `skipped` and what only they import. */
function staticallyImported(from: string, skipped: Set<string>, graph: ModuleGraph, withItself = false): Set<string> {
  const found = new Set<string>();
  const pending = [...(graph.getModuleInfo(from)?.importedIds ?? [])];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || skipped.has(id) || id === from) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  if (withItself) found.add(from);
  return found;
}
