import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@site/ui/styles.css';
import { App } from './app/app';
import { fetchRegistry } from './app/federation/registry';
import { connectRemotes } from './app/federation/remotes';

async function main() {
  const registry = await fetchRegistry();
  connectRemotes(registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App registry={registry} />
    </StrictMode>,
  );
}

void main();
