import type { KeywordId } from './keywords';

/** How a keyword is shown to players: its display name and one reminder sentence (our own words). */
export interface KeywordText {
  name: string;
  reminder: string;
  /** The name the 2017 summary prints instead, when it differs (the same keyword, another label). */
  classic2017Name?: string;
}

/** Display name and reminder text for every keyword id; X stands for the keyword's value. */
export const KEYWORD_TEXT: Record<KeywordId, KeywordText> = {
  // combat and damage
  armour: { name: 'Armour', reminder: 'Enters the Battlefield with X Armour tokens, each of which soaks 1 point of damage.' },
  fortitude: { name: 'Fortitude', reminder: 'Its melee attack dice still succeed on Axe or Shield while it is wounded.', classic2017Name: 'Stalwart' },
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
  lunge: { name: 'Lunge', reminder: 'It may fight in melee a target within S that it can see; a target not in contact puts all its dice into defence.' },
  persecution: { name: 'Persecution', reminder: 'After it kills an enemy in melee it may move up to S into contact with another enemy and fight again, X extra times a turn.' },
  defender: { name: 'Defender', reminder: 'An enemy touching it that declares a melee attack must attack it.' },
  vampirism: { name: 'Vampirism', reminder: 'When it wounds a foe in melee it may heal 1 wound of its own, unless the foe is Forged or Resurgent.' },
  charge: { name: 'Charge', reminder: 'If it moved before declaring a melee attack, it gets the bonus until the end of the turn, once a turn.' },
  executioner: { name: 'Executioner', reminder: 'When it arrives, or its victim dies, it picks an enemy character as its victim and gets the bonus while attacking it.' },
  sting: { name: 'Sting', reminder: 'Attacking a creature without Poison poisons it; attacking a poisoned creature gives it the bonus for that attack.' },
  buckshot: { name: 'Buckshot', reminder: 'A Shooting hit on a target within M pushes it S straight away; if something stops the push short, the target takes 1 more damage.' },
  steamEngine: { name: 'Steam Engine', reminder: 'Once a turn, when it declares the named ability, it first rolls a die and applies that face\'s result until the end of the turn.' },
  shieldAgainst: { name: 'Shield against', reminder: 'It cannot be targeted by the things named.' },
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
  concentration: { name: 'Concentration', reminder: 'It arrives with X Concentration tokens and may spend its activation to gain one more, up to X; at any time in your turn you may spend tokens as its card says.' },
  contract: { name: 'Contract', reminder: 'When it starts its activation, you may pay 1 Prosperity to give it the bonus until the end of your turn.' },
  control: { name: 'Control', reminder: 'As its activation it rolls X dice at an enemy character or minion within XL in sight; Bullseyes at least equal to the target\'s health take it over until the end of the turn.' },
  howl: { name: 'Howl', reminder: 'As its activation, creatures within the given distance that match its text get its bonus until the end of the turn; the source never does.' },
  exhaustion: { name: 'Exhaustion', reminder: 'When it starts its activation it may take 1 wound to get the bonus until the end of the turn.' },
  drill: { name: 'Drill', reminder: 'When you summon a character, it may summon one of your minions in contact with itself.' },
  recruitment: { name: 'Recruitment', reminder: 'When you build a building, it may summon one of your minions in contact with itself.' },
  parasite: { name: 'Parasite', reminder: 'When it kills a character it rolls X dice; with a Bullseye one of your minions appears in contact with the victim before it is removed.' },
  ruinsReroll: { name: 'Ruin Delver', reminder: 'It may roll its die again once when it searches Ruins, and when it looks for a secret entrance.' },
  requiem: { name: 'Requiem', reminder: 'When it dies, every other creature within S, friend or foe, rolls a die and takes 1 wound on an Axe or a Shield.' },
};

/** A keyword's display name under a ruleset: the 2017 summary calls Fortitude "Stalwart" (the 2017 summary vs the rulebook). */
export function keywordName(id: KeywordId, ruleset: 'rulebook' | 'classic2017' = 'rulebook'): string {
  const text = KEYWORD_TEXT[id];
  return ruleset === 'classic2017' ? (text.classic2017Name ?? text.name) : text.name;
}
