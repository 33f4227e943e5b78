import { StrictMode } from 'react';
import { App } from './app/app';
import { mount } from './app/mount';
import { router } from './app/router';
import './styles/tokens.css';
import './styles.css';
import './styles/controls.css';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
void mount(
  container,
  <StrictMode>
    <App />
  </StrictMode>,
  router,
);
