// Interface names and arguments the generated Rust must keep apart: an interface named as
// an op of the spec (`Option`; the op's dialect module names the interface by its path
// from the file's top level, so the op does not hide it), and a method whose arguments are
// equal once in snake case (`fooBar`, `foo_bar`, `foo_bar_2`: the later ones get the first
// free suffix, and the default body reads each by the name the spec wrote). mlir-tblgen
// accepts both; the test dialect compiles the generated code.
include "mlir/IR/OpBase.td"

def HygI_Dialect : Dialect {
  let name = "hyg_iface";
  let cppNamespace = "hyg_iface";
}

def HygI_OptionInterface : OpInterface<"Option"> {
  let cppNamespace = "hyg_iface";
  let methods = [
    InterfaceMethod<"a method with a default", "int64_t", "value", (ins), [{}],
                    [{ 7 }]>
  ];
}

def HygI_SnakeInterface : OpInterface<"SnakeEqual"> {
  let cppNamespace = "hyg_iface";
  let methods = [
    InterfaceMethod<"arguments equal in snake case", "int64_t", "sum",
                    (ins "int64_t":$fooBar, "int64_t":$foo_bar, "int64_t":$foo_bar_2), [{}],
                    [{ fooBar + 10 * foo_bar + 100 * foo_bar_2 }]>
  ];
}

def HygI_Option : Op<HygI_Dialect, "option", [HygI_OptionInterface]> {
  let summary = "an op named as the interface it implements";
  let results = (outs I32:$res);
}

def HygI_SumOp : Op<HygI_Dialect, "sum", [HygI_SnakeInterface]> {
  let summary = "an op implementing a method with arguments equal in snake case";
  let results = (outs I32:$res);
}
