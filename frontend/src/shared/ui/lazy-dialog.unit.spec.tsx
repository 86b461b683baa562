import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog';

interface NoteProps {
  open: boolean;
  onClose: () => void;
}

/** A dialog kept mounted with an `open` prop: closed, it still draws (as antd's closing animation does). */
function Note({ open, onClose }: NoteProps) {
  return open ? (
    <div role="dialog" aria-label="メモ">
      <button onClick={onClose}>閉じる</button>
    </div>
  ) : (
    <p>閉じたメモ</p>
  );
}

function Screen({ Dialog }: { Dialog: ComponentType<NoteProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>メモを開く</button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>読み込みに失敗しました</p> : this.props.children;
  }
}

describe('a dialog loaded when first shown', () => {
  it('loads nothing until it is opened, then shows it, and stays mounted after it closes without loading again', async () => {
    const load = jest.fn(async () => Note);
    const Dialog = lazyDialog(load);
    render(<Screen Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('閉じたメモ')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    await userEvent.click(await screen.findByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('閉じたメモ')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    expect(screen.getByRole('dialog', { name: 'メモ' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws another screen’s copy at once from the chunk already loaded', async () => {
    const Dialog = lazyDialog(async () => Note);
    const first = render(<Screen Dialog={Dialog} />);
    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    await screen.findByRole('dialog');
    first.unmount();

    render(<Screen Dialog={Dialog} />);
    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    expect(screen.getByRole('dialog', { name: 'メモ' })).toBeInTheDocument();
  });

  it('reaches the error page when its chunk cannot be loaded, and the next opening tries again', async () => {
    const load = jest.fn<() => Promise<ComponentType<NoteProps>>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Note);
    const Dialog = lazyDialog(load);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = render(
      <Boundary>
        <Screen Dialog={Dialog} />
      </Boundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    await screen.findByText('読み込みに失敗しました');
    quiet.mockRestore();
    failed.unmount();

    render(<Screen Dialog={Dialog} />);
    await userEvent.click(screen.getByRole('button', { name: 'メモを開く' }));
    expect(await screen.findByRole('dialog', { name: 'メモ' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
