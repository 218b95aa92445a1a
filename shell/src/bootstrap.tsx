import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { App } from './app/app';
import { createSiteRoutes } from './app/site-routes';
import { loadSiteData } from './app/load-site-data';
import { startWebVitals } from './app/start-web-vitals';
import { registerSiteRemotes } from './federation/remote-registry';

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
