import { StrictMode } from 'react';
import { App } from './app/app';
import { mount } from './app/mount';
import { router } from './app/router';
import './styles/brand-font.css';
import './styles/tokens.css';
// The global sheet, in cascade order; each feature imports its own.
import './styles/base.css';
import './styles/layout.css';
import './styles/fields-and-dialogs.css';
import './styles/shared-pieces.css';
import './styles/content.css';
import './styles/controls.css';
import './styles/illustrations.css';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
void mount(
  container,
  <StrictMode>
    <App />
  </StrictMode>,
  router,
);
