import { render } from 'preact';

/** Placeholder shell until the app issue lands. */
function App() {
  return (
    <main>
      <h1>Muggins</h1>
      <p>A cribbage scorekeeper that counts every hand and keeps both pegs.</p>
    </main>
  );
}

render(<App />, document.getElementById('app')!);
