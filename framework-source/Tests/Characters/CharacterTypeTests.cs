using GdUnit4;

namespace DiceRolling.Tests.Characters;

/// <summary>
/// Suíte de testes GdUnit4 de <see cref="DiceRolling.Characters.CharacterType"/>.
/// </summary>
/// <remarks>
/// Diferente das outras suítes, usa métodos de instância: <see cref="SetUp"/> prepara os dados (papel, atributos e
/// ações) antes do teste.
/// </remarks>
[TestSuite]
public class CharacterTypeTests
{
    /// <summary>Preparação (<c>[Before]</c>): cria o papel e os recursos usados pelos testes da suíte.</summary>
    [Before]
    public void SetUp() => throw null;

    /// <summary>Verifica que criar um personagem com um papel inicializa seus atributos e suas ações a partir desse papel.</summary>
    [TestCase]
    public void Constructor_ShouldInitializeAttributesAndActions() => throw null;
}
