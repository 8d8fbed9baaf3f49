// The layout's one analytics module: page-view analytics and the service worker registration.
//   <script>import '../features/analytics/boot.ts';</script>   (in SiteLayout.astro)
import { startAnalytics } from './analytics.ts';
import { registerWorker } from '../pwa/register-worker.ts';

startAnalytics();
registerWorker();
