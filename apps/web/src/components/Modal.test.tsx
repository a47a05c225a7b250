import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <header>
        <a href="/">Accueil</a>
      </header>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Ouvrir
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="Fenêtre">
          <p>Contenu</p>
        </Modal>
      </main>
      {createPortal(<section data-over-modal aria-label="Notifications" />, document.body)}
    </div>
  );
}

describe('Modal', () => {
  afterEach(cleanup);

  it('makes the page behind inert and hidden while open, and restores it on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const header = screen.getByRole('banner');
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Fenêtre' });
    // The dialog is portalled to <body>: the page's container around the header is inert.
    expect(header.closest('[inert]')).not.toBeNull();
    expect(header.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(opener.hasAttribute('inert') || opener.closest('[inert]') !== null).toBe(true);
    expect(dialog.closest('[inert], [aria-hidden="true"]')).toBeNull();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(toasts.hasAttribute('inert')).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(header.closest('[inert]')).toBeNull();
    expect(header.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves an element that was already hidden as it was', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p aria-hidden="true" inert>
          déjà caché
        </p>
        <Page />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    const p = screen.getByText('déjà caché');
    expect(p.hasAttribute('inert')).toBe(true);
    expect(p.getAttribute('aria-hidden')).toBe('true');
  });
});
