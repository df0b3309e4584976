// ARGS: --symbol-dce --split-input-file
// Private and nested symbols nothing uses go; public ones stay; uses in attributes, arrays,
// dictionaries and properties keep symbols alive, transitively.
module attributes {test.simple} {
  func.func private @dead_private()
  func.func nested @dead_nested()
  func.func private @live_private()
  func.func nested @live_nested()
  func.func private @via_array()
  func.func private @via_dict()
  func.func private @via_call() {
    func.call @transitive() : () -> ()
    return
  }
  func.func private @transitive()
  func.func private @dead_chain() {
    func.call @dead_callee() : () -> ()
    return
  }
  func.func private @dead_callee()
  func.func @public_function() {
    "foo.use"() {uses = [@live_private, @live_nested], more = {a = [[@via_array]], b = {c = @via_dict}}} : () -> ()
    func.call @via_call() : () -> ()
    return
  }
}

// -----

// A top-level symbol table without a parent is hidden: public symbols stay only as they
// are public.
func.func private @unused()
func.func @used_by_self() {
  "foo.op"() {callee = @used_by_self} : () -> ()
  return
}

// -----

// Unknown references are ignored.
module {
  func.func private @dead()
  func.func private @live()
  "live.user"() {uses = [@live, @unknown_symbol, @live::@nested]} : () -> ()
}

// -----

// The generic properties of an unregistered operation hold no uses; a registered
// operation's do.
module {
  func.func private @in_props()
  func.func private @in_attrs()
  func.func private @called()
  "foo.user"() <{callee = @in_props}> {x = @in_attrs} : () -> ()
  func.func @caller() {
    func.call @called() : () -> ()
    return
  }
}
