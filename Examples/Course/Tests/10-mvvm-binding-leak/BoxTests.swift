import Testing

@testable import E10MVVMBindingLeak

/// The box the view binds to: a listener hears the value now and after every change.
@Suite("Exercise 10: the box a view binds to")
@MainActor
struct BoxTests {
  /// A listener may change the box the first time it is called (a view that corrects what it
  /// is given): that change is a change like any other, and the listener hears it too.
  @Test func changeMadeWhileAListenerIsFirstCalled_reachesThatListener() {
    // given
    let box = Box(0)
    var heard: [Int] = []

    // when
    box.bind { [weak box] value in
      heard.append(value)
      if value == 0 { box?.value = 1 }
    }

    // then
    #expect(heard == [0, 1], "a listener missed the change made while it was first called")
  }
}
