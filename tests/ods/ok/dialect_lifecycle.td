// A dialect's life beyond its ops, as MLIR's `Dialect` class has it: `initialize` (here a
// `DialectHooks` method every dialect with hooks has), an interface fallback for operations
// of the namespace (`hasOperationInterfaceFallback`), a destructor
// (`hasNonDefaultDestructor`), and operations added at run time (`isExtensible`).
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Life_Dialect : Dialect {
  let name = "life";
  let cppNamespace = "life";
  let summary = "A dialect with an initializer, an interface fallback and a destructor.";
  let hasOperationInterfaceFallback = 1;
  let hasNonDefaultDestructor = 1;
  let isExtensible = 1;
}

def Life_PureOp : Op<Life_Dialect, "pure", [Pure]> {
  let summary = "An op with no memory effects.";
  let results = (outs I32:$out);
}
