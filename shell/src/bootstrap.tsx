import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { App } from './app/app';
import { createSiteRoutes } from './app/site-routes';
import { loadSiteData } from './app/load-site-data';
import { startWebVitals } from './app/start-web-vitals';
import { registerSiteRemotes } from './federation/remote-registry';

// The HTML's own <title> serves readers without JavaScript; from here each page's head sets one,
// which React 19 adds beside any existing title rather than replacing it.
document.head.querySelectorAll('title').forEach((title) => title.remove());

registerSiteRemotes();
startWebVitals();
void loadSiteData();

const router = createBrowserRouter(createSiteRoutes());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
