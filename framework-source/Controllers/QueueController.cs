using System.Collections.Generic;
using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Mantém a fila de iniciativa dos personagens, ordenada pelo atributo de velocidade, e sinaliza suas mudanças.
/// </summary>
/// <remarks>
/// <para>
/// Monta a fila quando recebe <c>CharactersPositioned</c> e então emite <c>InitiativeQueueSetup</c>. Quem tem maior
/// velocidade age primeiro; a fila é reordenada quando alguém entra (<c>CharacterAddedToQueue</c>), sai
/// (<c>CharacterRemovedFromQueue</c>) ou tem a iniciativa alterada (<c>CharacterInitiativeModified</c>).
/// </para>
/// <para>
/// Na resolução dos turnos, o <see cref="TurnController"/> pega o próximo personagem com <see cref="GetNextCharacter"/>.
/// Pelo fluxo de batalha do design, quem age vai para o fim da fila (<see cref="MoveCharacterToEndOfQueue"/>) e quem cai
/// sai dela (<see cref="RemoveCharacterFromQueue"/>); o código atual ainda não chama esses dois métodos durante os turnos.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var fila = new QueueController();
/// fila.AddCharacterToQueue(joanna);
/// fila.AddCharacterToQueue(eleonore);
/// CharacterType? primeiro = fila.GetNextCharacter(); // Eleonore (velocidade 100)
/// </code>
/// </example>
public partial class QueueController : RefCounted
{
    /// <summary>Cria o controlador e o conecta aos sinais de <see cref="BattleEvents"/>.</summary>
    public QueueController() => throw null;

    /// <summary>Personagens na ordem atual da fila de iniciativa.</summary>
    public IEnumerable<CharacterType> InitiativeQueue => throw null;

    /// <summary>Acrescenta um personagem à fila e emite <c>CharacterAddedToQueue</c>.</summary>
    /// <param name="character">Personagem a acrescentar.</param>
    public void AddCharacterToQueue(CharacterType character) => throw null;

    /// <summary>Remove um personagem da fila e emite <c>CharacterRemovedFromQueue</c>.</summary>
    /// <param name="character">Personagem a remover.</param>
    public void RemoveCharacterFromQueue(CharacterType character) => throw null;

    /// <summary>
    /// Pensado para mandar ao fim da fila quem acabou de agir: tira o personagem da fila, o acrescenta de novo e emite
    /// <c>CharacterMovedToEndOfQueue</c>.
    /// </summary>
    /// <remarks>
    /// Como a fila se reordena pela velocidade quando alguém entra, no código atual o personagem volta ao lugar que a sua
    /// velocidade lhe dá, e não necessariamente ao fim.
    /// </remarks>
    /// <param name="character">Personagem que acabou de agir.</param>
    public void MoveCharacterToEndOfQueue(CharacterType character) => throw null;

    /// <summary>Obtém o personagem no início da fila.</summary>
    /// <returns>O próximo personagem a agir, ou <c>null</c> se a fila estiver vazia.</returns>
    public CharacterType? GetNextCharacter() => throw null;

    /// <summary>Indica se a fila está vazia.</summary>
    /// <returns><c>true</c> se não há personagens na fila.</returns>
    public bool IsQueueEmpty() => throw null;
}
