import { enablePatches } from 'immer';

// Patches drive undo/redo, autosave and sync; every module that produces them imports from here
// so the plugin is on whatever entry point loads first.
enablePatches();

export { applyPatches, type Patch, produceWithPatches } from 'immer';
