import { GrowthBookProvider } from '@growthbook/growthbook-react';
import type { ReactNode } from 'react';
import { growthbook } from './growthbook';

export function FlagsProvider({ children }: { children: ReactNode }) {
  return <GrowthBookProvider growthbook={growthbook}>{children}</GrowthBookProvider>;
}
