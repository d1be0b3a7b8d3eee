import CMS from 'decap-cms-app';
import { cmsConfig } from './cms-config';

declare const __CMS_REPO__: string;
declare const __CMS_BRANCH__: string;

// The admin page (/admin): Decap CMS over the marketing content. The server only sends this
// page to signed-in admins.
CMS.init({ config: cmsConfig({ repo: __CMS_REPO__, branch: __CMS_BRANCH__ }) as never });
