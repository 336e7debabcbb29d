//===- AddressSpaceInference.h - Address spaces of pointers ----*- C++ -*-===//
//
// Part of metalify. Every MSL pointer names its address space; CUDA's are
// generic. Kernel pointer parameters point to device memory, __shared__
// storage is threadgroup, locals are thread. From there the spaces
// propagate through initialisations, assignments, pointer arithmetic, call
// arguments and returns. A helper called with pointers of different spaces
// is cloned once per signature (emitted as MSL overloads).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_ADDRESSSPACEINFERENCE_H
#define METALIFY_ANALYSIS_ADDRESSSPACEINFERENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <utility>
#include <vector>

namespace clang {
class Expr;
class FieldDecl;
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

class DeviceCallGraph;

/// An MSL address space, plus the lattice ends of the inference.
enum class AddressSpace : unsigned char {
  Unknown,  ///< Nothing known yet (e.g. only ever null).
  Device,
  Constant,
  Threadgroup,
  Thread,
  Conflict, ///< Two spaces meet: not expressible in MSL.
};

/// The join of the lattice: Unknown below everything, Conflict on top.
AddressSpace join(AddressSpace A, AddressSpace B);

/// Where a variable's own storage lives (__shared__: threadgroup, locals:
/// thread, ...).
AddressSpace storageSpace(const clang::VarDecl *V);

/// The spaces of a function's pointer and reference parameters, in
/// parameter order (Unknown for other parameters), followed for a member
/// function by the space of its object.
using AddressSpaceSignature = llvm::SmallVector<AddressSpace, 4>;

/// One emitted copy of a device function.
struct FunctionClone {
  const clang::FunctionDecl *Function = nullptr;
  AddressSpaceSignature Params;
  AddressSpace Return = AddressSpace::Unknown;
  /// For a member function: where the object it is called on lives (MSL
  /// qualifies `this` with it when it is not thread). Thread for a
  /// constructor: MSL constructs objects in thread memory only.
  AddressSpace This = AddressSpace::Unknown;
  /// Spaces of the local pointer and reference variables.
  llvm::DenseMap<const clang::VarDecl *, AddressSpace> Locals;
  /// The clone each call to a helper (a CallExpr or a CXXConstructExpr)
  /// resolves to (index into clones()).
  llvm::DenseMap<const clang::Expr *, unsigned> Calls;

  /// The space of a parameter or local (Unknown when not a pointer).
  AddressSpace spaceOf(const clang::VarDecl *V) const;
};

/// A variable that would need two address spaces.
struct AddressSpaceConflict {
  const clang::VarDecl *Var;
  AddressSpace First, Second;
};

/// The clones of all device functions reachable from the kernels.
class AddressSpaceInference {
public:
  /// Infers the spaces for every kernel of \p Graph.
  static AddressSpaceInference run(const DeviceCallGraph &Graph);

  /// The clones in emission order: callees before callers, kernels last.
  llvm::ArrayRef<FunctionClone> clones() const { return Ordered; }
  /// The variables that need two spaces (each reported once).
  llvm::ArrayRef<AddressSpaceConflict> conflicts() const { return Conflicts; }
  /// True when \p F has more than one clone.
  bool isCloned(const clang::FunctionDecl *F) const;
  /// The space a pointer or reference member points into: the join of
  /// what device code's constructor calls initialise it with (a class
  /// holding a reference to __shared__ storage, `BlockSum(temp)`); Device
  /// when nothing says otherwise, as for data shared with the host.
  AddressSpace fieldSpace(const clang::FieldDecl *F) const;

private:
  friend class CloneSolver;
  llvm::DenseMap<const clang::FieldDecl *, AddressSpace> FieldSpaces;
  std::vector<FunctionClone> Ordered;
  std::vector<AddressSpaceConflict> Conflicts;
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> CloneCount;
};

} // namespace metalify

#endif
