// Expected to fail: `$AB` and `$aB` both have the accessor `getAB` in MLIR, which
// mlir-tblgen rejects ("Unexpected overlap when generating `getAB`"), though their Rust
// accessors (`ab`, `a_b`) differ.
include "mlir/IR/OpBase.td"
def O_Dialect : Dialect { let name = "o"; }
def O_AOp : Op<O_Dialect, "a"> {
  let arguments = (ins I32Attr:$AB);
  let successors = (successor AnySuccessor:$aB);
}
