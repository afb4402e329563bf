import type { Loadout } from '../state/types';
import { BASIC_BUILDING_IDS } from './registry';

/** A ready-made deck a player can pick without building one. */
export interface Precon {
  id: string;
  name: string;
  faction: 'alliance' | 'akkari' | 'vallor' | 'grypharim';
  loadout: Loadout;
}

/** The basic terrain cards every faction may play. */
export const BASIC_TERRAIN_IDS = ['forest', 'rocks', 'ruins', 'hill', 'marsh'] as const;

const ALLIANCE_BUILDINGS = [...BASIC_BUILDING_IDS, 'fairy-garden', 'house-of-the-moon', 'house-of-the-thorn'];
const ALLIANCE_TERRAINS = [...BASIC_TERRAIN_IDS, 'mountain-spring', 'circle-of-equals'];
const AKKARI_BUILDINGS = [...BASIC_BUILDING_IDS, 'queens-temple', 'devastator-swarm', 'spinner-swarm'];
const AKKARI_TERRAINS = [...BASIC_TERRAIN_IDS, 'spider-web-mushrooms', 'webbed-hollow'];
const VALLOR_BUILDINGS = [...BASIC_BUILDING_IDS, 'mint', 'clockwork-foundry', 'captains-exchange'];
const VALLOR_TERRAINS = [...BASIC_TERRAIN_IDS, 'canal-lock', 'merchant-barricade'];
const GRYPHARIM_BUILDINGS = [...BASIC_BUILDING_IDS, 'monastery', 'griffin-aerie', 'imperial-basilica'];
const GRYPHARIM_TERRAINS = [...BASIC_TERRAIN_IDS, 'eyrie-crag', 'shrine-of-the-winds'];

/** Two 20-card decks per main faction, each hiring a few Dogs of War within the half limits. */
export const PRECONS: readonly Precon[] = [
  {
    id: 'moonlit-vanguard',
    name: 'Moonlit Vanguard',
    faction: 'alliance',
    loadout: {
      hero: 'aelrin-warden-of-the-moon',
      minion: 'moonwolf-cub',
      deck: [
        // 10 characters (2 Dogs of War), five of the Houses
        'caltael-the-sentinel-archer', 'caillion-the-captain-of-steel-blades', 'thornwood-huntress', 'ilvaran-the-far-sighted',
        'sister-of-the-mountain-spring', 'elathil-magister-of-the-moon', 'keeper-of-the-stone-circle', 'caedric-huntmaster-of-the-thorn',
        'herrick', 'ruphus-the-young-squire',
        // 10 supports (1 Dogs of War)
        'elven-blade', 'keledan-longbow', 'helm-of-the-silver-stag', 'moonstone-talisman', 'moonfire', 'flames-of-fury',
        'oath-of-the-moon', 'moonshadow-veil', 'glade-guardians', 'dirty-trick',
      ],
      buildings: [...ALLIANCE_BUILDINGS],
      terrains: [...ALLIANCE_TERRAINS],
    },
  },
  {
    id: 'howling-pack',
    name: 'Howling Pack',
    faction: 'alliance',
    loadout: {
      hero: 'vargha-stormhowl',
      minion: 'moonwolf-cub',
      deck: [
        // 10 characters (3 Dogs of War)
        'infected-wolfen-reaper', 'wolfen-howler', 'greyfang-ravager', 'greatwolf-of-the-high-glades', 'wolfen-bloodfang',
        'wolfen-spearwarden', 'silvermane-unicorn', 'gah-ar-rit-the-crusher', 'brannoc-sellsword', 'one-eyed-marta',
        // 10 supports (1 Dogs of War)
        'greyfang-war-axe', 'wolfhide-mantle', 'stormhowls-fury', 'stormhowls-fury', 'call-of-the-pack', 'the-wild-hunt',
        'howl-of-the-wild', 'unicorns-rebuke', 'field-dressing', 'mask-of-fury-of-the-cursed',
      ],
      buildings: [...ALLIANCE_BUILDINGS],
      terrains: [...ALLIANCE_TERRAINS],
    },
  },
  {
    id: 'weavers-of-the-brood',
    name: 'Weavers of the Brood',
    faction: 'akkari',
    loadout: {
      hero: 'vessira-high-weaver',
      minion: 'broodling-spider',
      deck: [
        // 10 characters (2 Dogs of War), two of the Swarms
        'silk-weaver-acolyte', 'brood-matron', 'web-mage', 'cocoon-spinner', 'swarm-caller', 'mind-weaver-of-the-deep',
        'venom-mender', 'dusk-oracle', 'oswin-the-hedge-wizard', 'one-eyed-marta',
        // 10 supports (1 Dogs of War)
        'vessiras-embrace', 'idol-of-the-many-legs', 'queens-silk-spindle', 'queens-whisper', 'web-of-binding', 'web-of-binding',
        'paralysing-venom', 'venom-in-the-wound', 'deadly-ambush', 'spoils-of-war',
      ],
      buildings: [...AKKARI_BUILDINGS],
      terrains: [...AKKARI_TERRAINS],
    },
  },
  {
    id: 'venom-blades',
    name: 'Venom Blades',
    faction: 'akkari',
    loadout: {
      hero: 'kaelith-venomblade',
      minion: 'broodling-spider',
      deck: [
        // 10 characters (2 Dogs of War), two of the Swarms
        'shadow-widow', 'ysolde-the-queens-needle', 'brood-host', 'nightfang-bloodsucker', 'tunnel-crawler', 'webspear-sentry',
        'bloated-egg-carrier', 'skittering-hunter', 'gah-ar-rit-the-crusher', 'brannoc-sellsword',
        // 10 supports (1 Dogs of War)
        'fang-dagger', 'chitin-buckler', 'kaeliths-poisoned-edge', 'hunger-of-the-brood', 'hunger-of-the-brood', 'deadly-ambush',
        'silken-snare', 'venom-bite', 'chitin-hardening', 'sellswords-whetstone',
      ],
      buildings: [...AKKARI_BUILDINGS],
      terrains: [...AKKARI_TERRAINS],
    },
  },
  {
    id: 'coin-and-crossbow',
    name: 'Coin and Crossbow',
    faction: 'vallor',
    loadout: {
      hero: 'ottavia-brask-captain-of-the-coin',
      minion: 'clockwork-squire',
      deck: [
        // 10 characters (2 Dogs of War)
        'guild-crossbowman', 'arbalest-marksman', 'captain-of-the-free-company', 'halberdier-of-the-watch', 'coin-sworn-duelist',
        'old-guard-sergeant', 'canal-smuggler', 'recruiting-sergeant', 'jarek-coinblade', 'lira-quickfingers',
        // 10 supports (2 Dogs of War)
        'guildmasters-sabre', 'repeating-crossbow', 'brasks-muster', 'brasks-muster', 'minted-fortune', 'minted-fortune',
        'gilded-bribe', 'bought-loyalty', 'advance-payment', 'double-cross',
      ],
      buildings: [...VALLOR_BUILDINGS],
      terrains: [...VALLOR_TERRAINS],
    },
  },
  {
    id: 'brass-and-steam',
    name: 'Brass and Steam',
    faction: 'vallor',
    loadout: {
      hero: 'corvin-hale-master-engineer',
      minion: 'clockwork-squire',
      deck: [
        // 10 characters (2 Dogs of War)
        'steamwright-apprentice', 'brass-colossus', 'powder-bombardier', 'clockwork-hound', 'iron-warwagon', 'tollgate-warden',
        'assayer-of-the-mint', 'gyrocopter-scout', 'herrick', 'vesk-the-hired-ogre',
        // 10 supports (1 Dogs of War)
        'hales-calibration', 'hales-calibration', 'engineers-goggles', 'brass-plated-cuirass', 'pavise-of-the-watch',
        'emergency-repairs', 'overclock', 'volley-of-bolts', 'hidden-arbalest', 'mercenarys-brigandine',
      ],
      buildings: [...VALLOR_BUILDINGS],
      terrains: [...VALLOR_TERRAINS],
    },
  },
  {
    id: 'wings-of-the-empire',
    name: 'Wings of the Empire',
    faction: 'grypharim',
    loadout: {
      hero: 'aurelian-skyhelm-griffin-lord',
      minion: 'griffin-fledgling',
      deck: [
        // 10 characters (2 Dogs of War)
        'griffin-knight', 'sky-lancer', 'skyguard-javelineer', 'scarred-griffin', 'elder-griffin-of-the-peaks', 'skyborn-exarch',
        'herald-of-the-empire', 'aerie-keeper', 'dorn-the-headtaker', 'hulda-ironhide',
        // 10 supports (2 Dogs of War)
        'griffin-claw-lance', 'skyguard-javelins', 'winged-helm-of-the-legion', 'skyhelms-challenge', 'skyhelms-challenge',
        'diving-strike', 'shelter-of-wings', 'talons-from-above', 'sellswords-whetstone', 'dirty-trick',
      ],
      buildings: [...GRYPHARIM_BUILDINGS],
      terrains: [...GRYPHARIM_TERRAINS],
    },
  },
  {
    id: 'silent-cloister',
    name: 'Silent Cloister',
    faction: 'grypharim',
    loadout: {
      hero: 'seraphine-abbess-of-the-high-cloister',
      minion: 'griffin-fledgling',
      deck: [
        // 10 characters (2 Dogs of War)
        'monastery-novice', 'warrior-monk-of-the-peak', 'fist-of-the-cloister', 'master-of-the-open-palm', 'penitent-flagellant',
        'cloister-sentinel', 'mind-binder-of-the-cloister', 'sister-of-the-silent-vigil', 'brother-tobiah-the-defrocked', 'sable-the-poisoner',
        // 10 supports (1 Dogs of War)
        'vow-of-the-abbess', 'vow-of-the-abbess', 'inner-stillness', 'feathered-mail', 'feather-of-the-first-griffin',
        'sunburst-banner', 'tithe-of-the-victorious', 'wrath-of-the-sky', 'blessing-of-the-empyrean', 'field-dressing',
      ],
      buildings: [...GRYPHARIM_BUILDINGS],
      terrains: [...GRYPHARIM_TERRAINS],
    },
  },
];

/** The precon with this id; throws on an unknown id. */
export function getPrecon(id: string): Precon {
  const precon = PRECONS.find((p) => p.id === id);
  if (!precon) throw new Error(`unknown precon "${id}"`);
  return precon;
}
