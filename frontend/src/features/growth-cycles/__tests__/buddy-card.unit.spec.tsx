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
            { id: 'i3', name: '星の帽子', itemType: 'accessory', color: '#ffeeaa', icon: 'star' },
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

  it('wears each accessory where it belongs: glasses over the eyes, a hat on the head, a ribbon beside it; a second one for the same place is a badge', () => {
    render(
      <TestProviders store={makeStore()}>
        <BuddyCard
          cycle={{ ...cycle, buddyEvolutions: [] }}
          wearing={[
            { id: 'a1', name: 'まるメガネ', itemType: 'accessory', color: '#334455', icon: 'eye' },
            { id: 'a2', name: '星の帽子', itemType: 'accessory', color: '#ffeeaa', icon: 'star' },
            { id: 'a3', name: 'リボン', itemType: 'accessory', color: '#ee8899', icon: 'gift' },
            { id: 'a4', name: '王冠', itemType: 'accessory', color: '#ccaa33', icon: 'crown' },
          ]}
        />
      </TestProviders>,
    );
    const face = screen.getByRole('img', { name: /まるメガネ、星の帽子、リボン、王冠を身につけています/ });
    const drawn = (name: string) => face.querySelector(`[data-worn="${name}"]`);
    // The glasses ring both eyes (the eyes sit at x 25 and 39, y 34).
    expect([...drawn('まるメガネ')!.querySelectorAll('circle')].map((c) => [c.getAttribute('cx'), c.getAttribute('cy')])).toEqual([['25', '34'], ['39', '34']]);
    expect(drawn('星の帽子')).toHaveAttribute('transform', expect.stringMatching(/^translate\(47 18\)/));
    expect(drawn('リボン')).toHaveAttribute('transform', expect.stringMatching(/^translate\(15 19\)/));
    // The crown's place on the head is taken by the hat: it is the corner badge.
    expect(drawn('王冠')).toHaveAttribute('transform', 'translate(52 52)');
  });
});
