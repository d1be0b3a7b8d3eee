import { useEffect } from 'react';
import { useSession } from '../auth/SessionProvider';

/**
 * After a reload or a crashed tab, photo uploads go on from whatever page opens first, not only
 * from the uploader, and so do files picked for a book that were not yet kept as photos
 * (finish-picked.ts). The upload queue (Uppy) is loaded only when the device holds unfinished ones.
 */
export function ResumeUploads() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'authenticated' || typeof indexedDB === 'undefined') return;
    void (async () => {
      const { hasPendingUploads } = await import('../photos/library');
      if (!(await hasPendingUploads())) return;
      const [{ photoCache, uploadQueue }, { finishPrintedPicks }] = await Promise.all([
        import('../photos/photos'),
        import('../photos/finish-picked'),
      ]);
      await uploadQueue().restore();
      // The image workers load only if a picked file is left to read.
      const inspect = async (file: Blob) => (await import('../photos/prepare')).inspectPhoto(file);
      await finishPrintedPicks({ library: photoCache, inspect, queue: uploadQueue() });
    })().catch((err: unknown) => console.warn('Could not resume photo uploads', err));
  }, [status]);
  return null;
}
