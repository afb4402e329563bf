import type { Lesson } from '../types';
import { CITY_LESSON } from './city';
import { COMBAT_LESSON } from './combat';
import { MOVEMENT_LESSON } from './movement';
import { QUEST_LESSON } from './quest';

/** The short lessons offered after the guided match, in order. */
export const LESSONS: readonly Lesson[] = [MOVEMENT_LESSON, COMBAT_LESSON, CITY_LESSON, QUEST_LESSON];
