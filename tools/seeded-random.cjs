// mulberry32: a small deterministic generator for the server's fuzz tests, the e2e's seeded toggles and
// the benches' bootstrap, so that the same seed replays the same case (or gives the same interval).

/** @param {number} seed @returns {() => number} a number in [0, 1) at each call */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { seededRandom };
