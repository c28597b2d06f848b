import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface Audience {
  title: string;
  reader: string;
  description: string;
  links: { label: string; to: string }[];
}

const audiences: Audience[] = [
  {
    title: 'Tutoriais',
    reader: 'Para quem vai programar o jogo',
    description:
      'Do zero a um jogo rodando: prepare o Godot com .NET, abra o projeto, rode os testes e faça sua ' +
      'primeira mudança criando um papel, uma ação ou uma energia.',
    links: [{ label: 'Começar pelos tutoriais', to: '/docs/tutorials/' }],
  },
  {
    title: 'Framework',
    reader: 'Para quem estende o DiceRolling',
    description:
      'Como as camadas se encaixam (modelos, estoques, serviços, renderizadores, controladores e eventos) ' +
      'e a referência completa da API em C#, gerada do código-fonte.',
    links: [
      { label: 'Arquitetura', to: '/docs/framework/architecture/intro/' },
      { label: 'Referência da API', to: '/docs/framework/api/DiceRolling' },
    ],
  },
  {
    title: 'Jogo',
    reader: 'Para game designers e jogadores',
    description:
      'As regras do combate por turnos, a energia tirada dos dados, papéis, atributos e a exploração; e o ' +
      'conteúdo: personagens, criaturas e a Tundra de Sal.',
    links: [
      { label: 'Game Design', to: '/docs/game/design/intro/' },
      { label: 'Game Content', to: '/docs/game/content/intro/' },
    ],
  },
];

function Hero(): ReactNode {
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.heroLogo} src={logoUrl} alt="" width={96} height={96} />
        <Heading as="h1" className={styles.heroTitle}>
          Dice Rolling Game
        </Heading>
        <p className={styles.heroLead}>
          Um RPG tático por turnos em que os dados que você rola geram a energia que paga cada habilidade. Aqui está tudo sobre o jogo e sobre o DiceRolling, o
          framework em C# para Godot 4 que o move.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--secondary button--lg" to="/docs/tutorials/">
            Tutoriais
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/framework/architecture/intro/">
            Framework
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/game/design/intro/">
            Jogo
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentação"
      description="Documentação em português do Dice Rolling Game, RPG tático de dados por turnos, e do framework DiceRolling para Godot 4 em C#."
    >
      <Hero />
      <main className={styles.audiences}>
        <div className="container">
          <Heading as="h2" className={styles.sectionTitle}>
            O que você encontra aqui
          </Heading>
          <div className="row">
            {audiences.map((audience) => (
              <section key={audience.title} className="col col--4" aria-labelledby={`publico-${audience.title}`}>
                <div className={styles.card}>
                  <Heading as="h3" id={`publico-${audience.title}`}>
                    {audience.title}
                  </Heading>
                  <p className={styles.reader}>{audience.reader}</p>
                  <p>{audience.description}</p>
                  <ul className={styles.cardLinks}>
                    {audience.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
