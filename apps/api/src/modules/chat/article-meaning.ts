/**
 * How close a question's meaning is to an article's: the best cosine between the question's
 * vector and those of the article's everyday questions (word-vectors.ts). It was most of the
 * ranking's time (a hundred products for each of several hundred everyday questions per
 * reply), so the ranking asks it only of the articles that can still reach its first places
 * (`bound` says how high it could be, for the price of a multiplication), and the products
 * run four everyday questions at a time.
 */
export function createArticleMeaning(vectorsByArticle: readonly (readonly Float32Array[])[]) {
  // Each article's vectors as the rows of one array of doubles: the same numbers (a float
  // converts exactly), read in order, with nothing to convert in the loop.
  const rows = vectorsByArticle.map((vectors) => vectors.length);
  const dims = vectorsByArticle.find((vectors) => vectors.length > 0)?.[0]!.length ?? 0;
  const uniform = vectorsByArticle.every((vectors) => vectors.every((v) => v.length === dims));
  const matrices = vectorsByArticle.map((vectors) => {
    const matrix = new Float64Array(vectors.length * dims);
    if (uniform) vectors.forEach((vector, r) => matrix.set(vector, r * dims));
    return matrix;
  });
  // Cauchy–Schwarz: a cosine is at most the product of the two lengths. The vectors are of
  // unit length, but a caller may pass others; the margin covers the sums' rounding.
  const longest = vectorsByArticle.map((vectors) => {
    let max = 0;
    for (const vector of vectors) max = Math.max(max, Math.sqrt(dot(vector, vector)));
    return max;
  });
  const query = new Float64Array(dims);
  return {
    /** The length of a question's vector, for `bound`. */
    length: (vector: Float32Array) => Math.sqrt(dot(vector, vector)),
    /** At least `of(article, vector)`, for a vector of length `vectorLength`. */
    bound: (article: number, vectorLength: number) => vectorLength * longest[article]! * (1 + 1e-6),
    /**
     * The best cosine of `vector` with the article's everyday questions (0 when none), each
     * summed in the order word-vectors.ts's `cosine` sums it, so the same number to the bit:
     * four sums run side by side, which a processor overlaps where one sum must wait for
     * its previous addition.
     */
    of(article: number, vector: Float32Array): number {
      if (!uniform || vector.length !== dims) return slowly(vectorsByArticle[article]!, vector);
      query.set(vector);
      const matrix = matrices[article]!;
      const count = rows[article]!;
      let meaning = 0;
      let r = 0;
      for (; r + 4 <= count; r += 4) {
        const a = r * dims;
        const b = a + dims;
        const c = b + dims;
        const d = c + dims;
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        for (let k = 0; k < dims; k++) {
          const x = query[k]!;
          s0 += x * matrix[a + k]!;
          s1 += x * matrix[b + k]!;
          s2 += x * matrix[c + k]!;
          s3 += x * matrix[d + k]!;
        }
        meaning = Math.max(meaning, s0, s1, s2, s3);
      }
      for (; r < count; r++) {
        const a = r * dims;
        let s = 0;
        for (let k = 0; k < dims; k++) s += query[k]! * matrix[a + k]!;
        meaning = Math.max(meaning, s);
      }
      return meaning;
    },
  };
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += a[d]! * b[d]!;
  return sum;
}

/** Vectors of another length than the table's (a test's): word-vectors.ts's `cosine`. */
function slowly(vectors: readonly Float32Array[], vector: Float32Array): number {
  let meaning = 0;
  for (const other of vectors) meaning = Math.max(meaning, dot(vector, other));
  return meaning;
}
