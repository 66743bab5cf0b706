/** A seeded generator (so a benchmark's learners and questions are the same at every run): uniform and normal draws. */
export function seeded(seed: number) {
  let x = seed >>> 0;
  const uniform = () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x + 0.5) / 2 ** 32;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const int = (n: number) => Math.floor(uniform() * n);
  return { uniform, normal, int };
}
export type Random = ReturnType<typeof seeded>;
