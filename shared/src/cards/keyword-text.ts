import type { KeywordId } from './keywords';

/** How a keyword is shown to players: its display name and one reminder sentence (our own words). */
export interface KeywordText {
  name: string;
  reminder: string;
}

/** Display name and reminder text for every keyword id; X stands for the keyword's value. */
export const KEYWORD_TEXT: Record<KeywordId, KeywordText> = {
  // combat and damage
  armour: { name: 'Armour', reminder: 'Enters the Battlefield with X Armour tokens, each of which soaks 1 point of damage.' },
  fortitude: { name: 'Fortitude', reminder: 'Its melee attack dice still succeed on Axe or Shield while it is wounded.' },
  initiative: { name: 'Initiative', reminder: 'In melee it strikes first; the foe hits back only if it is still standing.' },
  veteran: { name: 'Veteran', reminder: 'A creature attacking it in melee must reroll all of its successful attack dice.' },
  hammerblow: { name: 'Hammerblow', reminder: 'Every successful hit of its normal melee attacks deals 2 damage.' },
  flaw: { name: 'Flaw', reminder: 'Each time it is damaged, it takes 1 extra damage.' },
  minusFromAttacks: { name: 'From attacks', reminder: 'Every attack against it deals X less damage, down to 0.' },
  expertOfAttack: { name: 'Expert of Attack', reminder: 'When it puts all its melee dice into attack, it rolls X extra attack dice.' },
  expertOfDefense: { name: 'Expert of Defense', reminder: 'When all its melee dice go into defence, it rolls X extra defence dice.' },
  masterOfAttack: { name: 'Master of Attack', reminder: 'It may reroll up to X of its melee attack dice, each at most once.' },
  masterOfDefense: { name: 'Master of Defense', reminder: 'It may reroll up to X of its melee defence dice, each at most once.' },
  cautious: { name: 'Cautious', reminder: 'In melee it must put at least X of its dice into defence.' },
  reckless: { name: 'Reckless', reminder: 'In melee it must put at least X dice into attack, and a second fight in the enemy turn sends all its dice to defence.' },
  stamina: { name: 'Stamina', reminder: 'It may attack with its dice in every melee, however many it has already fought this turn.' },
  berserk: { name: 'Berserk', reminder: 'While it carries any Wound token it has +X Strength.' },
  predator: { name: 'Predator', reminder: 'When it goes into melee against a wounded enemy, it gains +1 Strength until the end of the turn.' },
  // ranged
  shooting: { name: 'Shooting', reminder: 'Ranged attack with X dice up to XL in line of sight: Bullseyes hit, the target defends with Shields, each hit deals 1 damage.' },
  throwing: { name: 'Throwing', reminder: 'Ranged attack with X dice up to L in line of sight: Axes and Shields hit, the target defends as against Shooting.' },
  magicalShot: { name: 'Magical Shot', reminder: 'Magical ranged attack with X dice up to XL in line of sight: each Bullseye is 1 wound that cannot be defended.' },
  magicalStrike: { name: 'Magical Strike', reminder: 'Magical attack with X dice on a creature in contact: each success is 1 wound, with no defence and no strike back.' },
  quickShooter: { name: 'Quick Shooter', reminder: 'It may Shoot or Throw after moving, as long as it did not Run.' },
  battleMage: { name: 'Battle Mage', reminder: 'It may make its Magical Shot after moving.' },
  rainOfArrows: { name: 'Rain of Arrows', reminder: 'A character it shoots at gets -1 Strength until the end of the next enemy turn; this does not add up.' },
  difficultTarget: { name: 'Difficult Target', reminder: 'A ranged attacker must reroll all of its successful dice against it.' },
  masterOfShooting: { name: 'Master of Shooting', reminder: 'It may reroll up to X of its Shooting or Throwing dice.' },
  masterOfMagic: { name: 'Master of Magic', reminder: 'It may reroll up to X of its Magical Shot dice.' },
  sniper: { name: 'Sniper', reminder: 'Shooting at a target L or farther away, it may reroll its dice and each hit deals 2 damage.' },
  // movement
  slow: { name: 'Slow', reminder: 'It can never Run.' },
  quick: { name: 'Quick', reminder: 'It may still attack in melee after a Run.' },
  flight: { name: 'Flight', reminder: 'It moves over creatures and terrain and ignores Difficult ground, but cannot stop on Impassable terrain.' },
  jump: { name: 'Jump', reminder: 'It may move in a straight line over creatures, as long as it does not end on one.' },
  agile: { name: 'Agile', reminder: 'Leaving contact does not provoke Backstabs, unless it ends touching an enemy.' },
  pathfinder: { name: 'Pathfinder', reminder: 'Difficult terrain does not slow it.' },
  rush: { name: 'Rush', reminder: 'In your turn it may activate right after it is summoned.' },
  // abilities
  stealth: { name: 'Stealth', reminder: 'As its activation, away from enemies and not shot at last enemy turn, it hides: enemies cannot target it.' },
  healer: { name: 'Healer', reminder: 'As its activation it rolls X dice to heal another creature: Axes and Shields count in contact, Bullseyes count up to XL.' },
  healing: { name: 'Healing', reminder: 'Removes up to X wounds from a wounded creature that can be healed.' },
  masterOfHealing: { name: 'Master of Healing', reminder: 'It may reroll up to X of its healing dice.' },
  aura: { name: 'Aura', reminder: 'Creatures within the given distance that match its text get its bonus; the source never does.' },
  ritual: { name: 'Ritual', reminder: 'As its activation it rolls X dice; with at least one Bullseye, one of your minions appears in contact with it.' },
  masterOfRitual: { name: 'Master of Ritual', reminder: 'It may reroll up to X failed Ritual dice.' },
  regeneration: { name: 'Regeneration', reminder: 'When it starts its activation it rolls X dice and heals 1 wound per Bullseye.' },
  forged: { name: 'Forged', reminder: 'It cannot be healed and is immune to Poison and Disease.' },
  resurgent: { name: 'Resurgent', reminder: 'It cannot be healed and is immune to Poison and Disease.' },
  monster: { name: 'Monster', reminder: 'It cannot be healed, returned to hand, controlled or used to search Ruins, and support cards do not affect it.' },
  beast: { name: 'Beast', reminder: 'Control and building abilities cannot target it.' },
};
