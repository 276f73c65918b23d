import config from '/work/main/payload.config'
import { lexicalToMarkdown, markdownToLexical } from '/work/main/src/services/markdown'
const c = await config
for (const md of ['Look: ![A cat](https://example.com/cat.jpg) here', '![A cat](https://example.com/cat.jpg)', 'a [link](https://x.y) *em* `c`']) {
  const lex = await markdownToLexical(md, c)
  console.log(JSON.stringify(lex.root.children, null, 0))
  console.log(JSON.stringify(await lexicalToMarkdown(lex, c)))
}
