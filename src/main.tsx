import { render } from 'preact';
import './ui/theme.css';
import { startPwa } from './pwa/register';
import { App } from './ui/App';

const root = document.getElementById('app')!;
// Preact 11's render() appends beside existing children: clear the "loading" placeholder first.
root.textContent = '';
render(<App />, root);

// After the first paint, so registration and workbox-window never delay it.
setTimeout(() => void startPwa(), 0);
