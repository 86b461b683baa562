import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeSelect } from './NativeSelect';

const teams = [
  { value: 'team-1', label: '営業チーム' },
  { value: 'team-2', label: '開発チーム' },
];

describe('NativeSelect (decision 0116)', () => {
  it('is a labelled combobox showing the chosen option, and answers the value picked', async () => {
    const picked = jest.fn();
    render(<NativeSelect ariaLabel="表示するチーム" value="team-2" options={teams} onChange={picked} />);
    const picker = screen.getByRole('combobox', { name: '表示するチーム' });
    expect(picker).toHaveValue('team-2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['営業チーム', '開発チーム']);
    await userEvent.selectOptions(picker, '営業チーム');
    expect(picked).toHaveBeenCalledWith('team-1');
  });

  it('is reached with the Tab key, as a control of its own', async () => {
    const picked = jest.fn();
    render(<NativeSelect ariaLabel="表示するチーム" value="team-1" options={teams} onChange={picked} size="small" />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: '表示するチーム' })).toHaveFocus();
  });
});
