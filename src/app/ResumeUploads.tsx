import { useEffect } from 'react';
import { useSession } from '../auth/SessionProvider';

/**
 * After a reload or a crashed tab, photo uploads go on from whatever page opens first, not only
 * from the uploader. The upload queue (Uppy) is loaded only when the device holds unfinished ones.
 */
export function ResumeUploads() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'authenticated' || typeof indexedDB === 'undefined') return;
    void (async () => {
      const { hasPendingUploads } = await import('../photos/library');
      if (!(await hasPendingUploads())) return;
      const { uploadQueue } = await import('../photos/photos');
      await uploadQueue().restore();
    })().catch((err: unknown) => console.warn('Could not resume photo uploads', err));
  }, [status]);
  return null;
}
