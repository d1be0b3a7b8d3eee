import { photoRefSchema } from '../model/photo';

/** Three days in three towns: three chapters. */
export const trip = [3, 5, 8].flatMap((d, c) =>
  Array.from({ length: 6 }, (_, i) =>
    photoRefSchema.parse({
      id: `${d}-${i}`,
      width: 3000,
      height: 2000,
      takenAt: `2026-07-0${d}T${10 + i}:00:00+02:00`,
      place: ['Bilbao (ES)', 'San Sebastián (ES)', 'Santander (ES)'][c],
    }),
  ),
);
