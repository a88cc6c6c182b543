/// What `archdemo course --help` prints.
package enum CourseHelp {
  /// `archdemo course --help`.
  package static let text = """
    Usage: archdemo course <subcommand> [<n>] [--path DIR]

    Works through the course's exercises: each ships with failing tests to make pass.

      list              every exercise: number, pattern, title, and done, current or todo
      next              the current exercise (the first not done): what it teaches, its files
      check <n>         run the exercise's tests; when they pass it is done, else the first
                        failing expectation is shown whole; a check refuses to run while the
                        exercise's tests or the files it does not list differ from what shipped
      hint [<n>]        the next hint not shown yet, one at a time, of exercise n or of the
                        current one; the last hint is the answer
      solution <n>      the reference solution as a diff from your files, once the exercise
          [--force]     is done (with --force, before)
      reset [<n>]       forget the progress of one exercise, or of all; for one, also put back
                        its files as shipped (from git), keeping yours in .reset/
      watch             check the current exercise each time one of its files is saved, and
                        move on to the next when it passes; q and Enter quits, also during a
                        check

      --path DIR        the course folder (default: Examples/Course in the repository around
                        the current directory, else in the one archdemo was built from)
      --time-limit SECONDS
                        how long a check's tests may take once built (default 600; the
                        build is not counted): then they are stopped and the check fails
      --build-silence SECONDS
                        how long a check's build may print nothing (default 600): then it
                        is taken for hung, stopped, and the check fails

    A check runs swift test --package-path <course> --filter <test target> in a process group
    of its own; Ctrl-C, Ctrl-\\ (or SIGTERM, or closing the terminal) ends the group with
    archdemo: SIGTERM, then SIGKILL after 3 seconds. A closed standard output stops it too
    (exit status 74). Of its output a check keeps the lines it reads and the last 100, each
    cut at 4096 bytes.
    Progress is kept in .progress.json in the course folder (git-ignored).

    Exit status: 0 when done, 1 when check finds the exercise failing or solution is asked
    for before the exercise is done, 64 for a usage mistake or when no course is found, 65
    for a malformed course.json or .progress.json, 74 when standard output cannot be written.

    Example: archdemo course check 1

    """
}
