import { render, screen } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import { TestProviders } from '../../../test-support/test-providers';
import { BuddyCard } from '../components/BuddyCard';

const cycle = {
  buddyLevel: 2,
  buddyStage: 'beginner',
  buddyExpression: 'happy',
  buddyProgress: 40,
  buddyExperience: 140,
  isMaxLevel: false,
  buddyEvolutions: [],
} as const;

describe('the buddy card', () => {
  it('says in one line what XP is and what points are, on the full card only', () => {
    const explainer = /XPはこのサイクルに届いた称賛・応援の経験値で、100 XPごとにバディのレベルが上がります。ptはあなたが称賛や応援を送ると貯まり、バディショップで使えます。/;
    const { unmount } = render(
      <TestProviders store={makeStore()}>
        <BuddyCard cycle={{ ...cycle, buddyEvolutions: [] }} />
      </TestProviders>,
    );
    expect(screen.getByTestId('buddy-experience')).toHaveTextContent('40 / 100 XP');
    expect(screen.getByText(explainer)).toBeInTheDocument();
    unmount();
    render(
      <TestProviders store={makeStore()}>
        <BuddyCard cycle={{ ...cycle, buddyEvolutions: [] }} size="compact" />
      </TestProviders>,
    );
    expect(screen.queryByText(explainer)).not.toBeInTheDocument();
  });
});
