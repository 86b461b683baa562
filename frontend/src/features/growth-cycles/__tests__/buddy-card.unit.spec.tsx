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

  it('draws what it wears from the shop on the buddy, and names it: a background behind, a frame around, an accessory on it', () => {
    render(
      <TestProviders store={makeStore()}>
        <BuddyCard
          cycle={{ ...cycle, buddyEvolutions: [] }}
          wearing={[
            { id: 'i1', name: '夜空の背景', itemType: 'background', color: '#223355' },
            { id: 'i2', name: '金の額縁', itemType: 'frame', color: '#ccaa33' },
            { id: 'i3', name: '星の帽子', itemType: 'accessory', color: '#ffeeaa' },
            { id: 'i4', name: '称号「聞き上手」', itemType: 'title', color: '#eeeeee' },
          ]}
        />
      </TestProviders>,
    );
    const face = screen.getByRole('img', { name: 'バディ（ビギナー・ごきげん）：夜空の背景、金の額縁、星の帽子、称号「聞き上手」を身につけています' });
    expect([...face.querySelectorAll('[data-worn]')].map((drawn) => [drawn.tagName, drawn.getAttribute('data-worn')])).toEqual([
      ['rect', '夜空の背景'],
      ['circle', '金の額縁'],
      ['g', '星の帽子'],
    ]);
    expect(face.querySelector('rect[data-worn]')).toHaveAttribute('fill', '#223355');
  });
});
