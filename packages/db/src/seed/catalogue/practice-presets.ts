import type { TopicPracticePreset } from "../../schema/catalogue";

/**
 * The demo topics whose page offers "Practicar con metrónomo" (issue 17), by level/topic slug:
 * what the admin would set in the topic form.
 */
export const PRACTICE_PRESETS: Record<string, TopicPracticePreset> = {
  "caja-basico/la-caja-y-sus-partes": { air: "paseo", tempo_bpm: 90, bars: 8 },
  "caja-basico/postura-y-sujecion": { air: null, tempo_bpm: 70, bars: 4 },
  "guacharaca-basico/la-guacharaca-y-el-trinche": { air: "merengue", tempo_bpm: 100, bars: 8 },
  "guacharaca-basico/raspado-en-dos-direcciones": { air: "paseo", tempo_bpm: 84, bars: 8 },
};
