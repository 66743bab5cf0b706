// Prints one plain closing line ("tests: N passed, N failed, N skipped") that CI can read,
// and lists every skipped test with its title, which carries the reason it was skipped.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = [];
    for (const file of results.testResults) {
      for (const t of file.testResults) if (t.status === 'pending' || t.status === 'skipped') skipped.push(t.fullName);
    }
    if (skipped.length) {
      console.log('\nSkipped tests (the title says why):');
      for (const name of skipped) console.log(`  - ${name}`);
    }
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    console.log(
      `\ntests: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests + results.numTodoTests} skipped`,
    );
  }
}
