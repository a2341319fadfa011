// Its own module, so the layout can ask without loading the code that runs scripts.
let scriptRan = false;

/** Whether an A/B script has run in this page's lifetime (it keeps running until a reload). */
export const abScriptHasRun = () => scriptRan;

export function markAbScriptRun() {
  scriptRan = true;
}
