import React from 'react'

/** The placeholder syntax, for the create dialog and the editor. */
export const SyntaxHelp = () => (
  <details className="tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:px-4 tw:py-3 tw:text-sm">
    <summary className="tw:cursor-pointer tw:font-medium">Syntax help</summary>
    <dl className="tw:mt-3 tw:mb-0 tw:grid tw:gap-x-4 tw:gap-y-2 tw:sm:grid-cols-[max-content_1fr]">
      <SyntaxRow code="#field#">
        The field&apos;s value from the matched record, e.g. #name#.
      </SyntaxRow>
      <SyntaxRow code="#field[1]#, #field[2]#">
        The first or second matched record, for comparison pages.
      </SyntaxRow>
      <SyntaxRow code="#snippet-tag#">
        An active snippet of the tenant, inserted by its tag.
      </SyntaxRow>
      <SyntaxRow code="{a|b|c}">
        Spintax in panels and snippets: one option is picked at random.
      </SyntaxRow>
      <SyntaxRow code="/instrument/{field}">
        URL segments name dataset fields; with exactly one placeholder it becomes the identifier
        field.
      </SyntaxRow>
      <SyntaxRow code="/compare/{name}-vs-{name}">
        A repeated placeholder matches two records (#name[1]# and #name[2]#).
      </SyntaxRow>
    </dl>
  </details>
)

const SyntaxRow = ({ children, code }: { children: React.ReactNode; code: string }) => (
  <>
    <dt>
      <code className="tw:rounded tw:bg-elev-100 tw:px-1.5 tw:py-0.5 tw:font-mono tw:text-xs">
        {code}
      </code>
    </dt>
    <dd className="tw:m-0 tw:text-elev-600">{children}</dd>
  </>
)
