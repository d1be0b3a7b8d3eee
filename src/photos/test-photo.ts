import type { LocalPhoto } from './types';

/** A photo record for tests; override what the test is about. */
export function testPhoto(over: Partial<LocalPhoto> = {}): LocalPhoto {
  return {
    id: 'p1',
    draftId: 'd1',
    name: 'photo-01.jpg',
    mime: 'image/jpeg',
    bytes: 1000,
    lastModified: 1,
    addedAt: 1,
    sha256: 'aa',
    width: 2048,
    height: 1152,
    takenAt: '2026-07-03T16:42:10+02:00',
    orientation: 1,
    camera: null,
    gps: null,
    warnings: [],
    upload: {
      status: 'waiting',
      url: null,
      printId: null,
      bytesSent: 0,
      serverId: null,
      serverStatus: null,
      serverReason: null,
      error: null,
    },
    originalEvicted: false,
    renditions: ['thumb', 'screen'],
    ...over,
  };
}
