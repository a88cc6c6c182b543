/// An action as `--trace` writes it: short, one line, with the user's text escaped, e.g.
/// `.searchTextChanged("ham")` or `.driversResponse(.success(20 drivers))`.
///
/// The reducers know nothing of it: each feature's actions conform in a file of this folder,
/// which the store and the views read when they trace what they receive and send.
protocol TracedAction {
  /// The action as the trace shows it, starting with `.`.
  var traceText: String { get }
}
