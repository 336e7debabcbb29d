//===- LineDiff.cpp - How many lines a translation changed ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Stats/LineDiff.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace metalify {
namespace {

/// \p Text split into lines; a last line without '\n' counts, an empty
/// text has none.
llvm::SmallVector<llvm::StringRef, 0> splitLines(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back();
  return Lines;
}

/// Myers' shortest edit script length (insertions + deletions) between
/// \p A and \p B, in O((N + M) D) time and O(N + M) memory.
size_t editDistance(llvm::ArrayRef<llvm::StringRef> A,
                    llvm::ArrayRef<llvm::StringRef> B) {
  const long N = A.size(), M = B.size(), Max = N + M;
  if (Max == 0)
    return 0;
  std::vector<long> V(2 * Max + 2, 0);
  for (long D = 0; D <= Max; ++D) {
    for (long K = -D; K <= D; K += 2) {
      long X = (K == -D || (K != D && V[Max + K - 1] < V[Max + K + 1]))
                   ? V[Max + K + 1]
                   : V[Max + K - 1] + 1;
      long Y = X - K;
      while (X < N && Y < M && A[X] == B[Y])
        ++X, ++Y;
      V[Max + K] = X;
      if (X >= N && Y >= M)
        return D;
    }
  }
  return Max;
}

} // namespace

unsigned countChangedLines(llvm::StringRef Before, llvm::StringRef After) {
  llvm::SmallVector<llvm::StringRef, 0> A = splitLines(Before);
  llvm::SmallVector<llvm::StringRef, 0> B = splitLines(After);
  llvm::ArrayRef<llvm::StringRef> Old(A), New(B);
  // The common head and tail cost nothing; most edits are local.
  while (!Old.empty() && !New.empty() && Old.front() == New.front())
    Old = Old.drop_front(), New = New.drop_front();
  while (!Old.empty() && !New.empty() && Old.back() == New.back())
    Old = Old.drop_back(), New = New.drop_back();
  size_t D = editDistance(Old, New);
  size_t Common = (Old.size() + New.size() - D) / 2;
  return static_cast<unsigned>(Old.size() - Common);
}

} // namespace metalify
