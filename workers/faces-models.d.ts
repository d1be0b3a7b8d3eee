/** URLs of the face models' model.json files, served by our own build (scripts/vite-human-models.ts). */
declare module 'virtual:human-models' {
  export const humanModelUrls: { blazeface: string; faceres: string };
}
